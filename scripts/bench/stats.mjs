// Summary statistics of repeated timings (milliseconds).

/** The value at quantile q (0..1) by nearest rank. */
export function quantile(values, q) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank];
}

export function summary(values) {
  return {
    n: values.length,
    median: quantile(values, 0.5),
    p95: quantile(values, 0.95),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/** Milliseconds for a table: 3 significant digits, at least 0.01. */
export function ms(v) {
  if (v === undefined || Number.isNaN(v)) return '–';
  if (v >= 100) return v.toFixed(0);
  if (v >= 10) return v.toFixed(1);
  return v.toFixed(2);
}

export function mb(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(0)} KB`;
}
