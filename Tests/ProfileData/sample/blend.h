// Inlined into sample.c's fill_span: its cost lines are in this file (fi=).
static inline unsigned blend(unsigned dst, unsigned src, unsigned alpha) {
    unsigned inverse = 255 - alpha;
    return (src * alpha + dst * inverse) / 255;
}
