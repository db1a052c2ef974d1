print("copydeck-benchmarks: no benchmarks yet")
