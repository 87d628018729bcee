// libpng, from Debian's libpng-dev, for the Raster target's PNG reading and writing.
#include <png.h>
