// FreeType, from Debian's libfreetype-dev (2.12.1 on Debian 12), for the Text target's glyph
// outlines in font units (FT_LOAD_NO_SCALE, FT_Outline_Decompose) and the hhea metrics.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H

// FT_LOAD_NO_SCALE is a macro expression; expose it as a constant Swift can import.
static const FT_Int32 touchstone_ft_load_no_scale = FT_LOAD_NO_SCALE;
