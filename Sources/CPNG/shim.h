// libpng, from Debian's libpng-dev, for the Raster target's PNG reading and writing.
#include <png.h>

// PNG_FORMAT_RGBA is a macro expression that Swift cannot import; expose it as a constant.
static const png_uint_32 touchstone_png_format_rgba = PNG_FORMAT_RGBA;
