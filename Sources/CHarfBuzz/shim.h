// HarfBuzz, from Debian's libharfbuzz-dev (6.0.0 on Debian 12), for the Text target's shaping:
// HarfBuzz's own OpenType functions (no FreeType bridge, no system font lookup).
#include <hb.h>
#include <hb-ot.h>
