// The statistics of the in-process benchmarks (bench:fetch, bench:zod): medians and quartiles of ops/s and of
// per-round ratios. Not processes.mjs's median, which skips non-finite values (failed runs) and returns NaN for none;
// importing processes.mjs would also install its exit and signal handlers.

/** The middle value, or the mean of the two middle values of an even count. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Linear interpolation between the closest ranks. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (sorted.length - 1) * q
  const low = Math.floor(at)
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low)
}
