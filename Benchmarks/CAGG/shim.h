#include <agg_basics.h>
