dependencies: /work/wt/bench/Sources/TouchstoneC/headers.c
