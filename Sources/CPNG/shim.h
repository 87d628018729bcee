// libpng, from Debian's libpng-dev, for the Raster target's PNG reading and writing.
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// PNG_FORMAT_RGBA is a macro expression that Swift cannot import; expose it as a constant.
static const png_uint_32 touchstone_png_format_rgba = PNG_FORMAT_RGBA;
// Likewise libpng's adaptive filter choice, the mask of all five filters.
static const int touchstone_png_all_filters = PNG_ALL_FILTERS;

// The encoder below is C because libpng reports errors by longjmp, which must not cross Swift
// frames: setjmp, every libpng call and the jump all stay in one C function.

// The PNG file as it is written: bytes grown with realloc (free `bytes` with free()), and the
// first error's message.
typedef struct {
    unsigned char *bytes;
    size_t count, capacity;
    char message[128];
} touchstone_png_output;

static void touchstone_png_error(png_structp png, png_const_charp message) {
    touchstone_png_output *output = (touchstone_png_output *)png_get_error_ptr(png);
    if (output->message[0] == 0) {
        strncpy(output->message, message, sizeof output->message - 1);
    }
    png_longjmp(png, 1);
}

static void touchstone_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void touchstone_png_append(png_structp png, png_bytep data, size_t length) {
    touchstone_png_output *output = (touchstone_png_output *)png_get_io_ptr(png);
    if (length > output->capacity - output->count) {
        size_t capacity = output->capacity < 65536 ? 65536 : output->capacity;
        while (length > capacity - output->count) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(output->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        output->bytes = grown;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->count, data, length);
    output->count += length;
}

static void touchstone_png_flush(png_structp png) {
    (void)png;
}

// Encodes `height` rows of `width` straight RGBA8 pixels (`stride` bytes apart) as a PNG with
// an sRGB chunk (as libpng's simplified writer does), zlib level `level` (0–9) and the filter set
// `filters` (PNG_FILTER_NONE, …, PNG_ALL_FILTERS for libpng's adaptive choice) into `output`,
// which must start zeroed. Returns 1 on success, 0 with `output->message` set on failure.
static inline int touchstone_png_encode_rgba(const unsigned char *pixels, png_uint_32 width, png_uint_32 height,
                                             size_t stride, int level, int filters,
                                             touchstone_png_output *output) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, output, touchstone_png_error,
                                              touchstone_png_warning);
    if (png == NULL) {
        strncpy(output->message, "cannot create libpng's write structure", sizeof output->message - 1);
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        strncpy(output->message, "cannot create libpng's info structure", sizeof output->message - 1);
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 0;
    }
    png_set_write_fn(png, output, touchstone_png_append, touchstone_png_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    for (png_uint_32 y = 0; y < height; y++) {
        png_write_row(png, pixels + (size_t)y * stride);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 1;
}
