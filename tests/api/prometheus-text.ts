import parsePrometheusTextFormat, { type Family, type Sample } from 'parse-prometheus-text-format';

/**
 * A scrape parsed by a Prometheus text-format parser, read by family name and labels. The parser
 * folds a histogram's series into one sample and keeps labels only for an unlabelled histogram,
 * so a histogram's `_bucket`, `_sum` and `_count` series are read as families of their own (by
 * parsing the text a second time with the histogram declared untyped); its type comes from the
 * first parse.
 */
export class Scrape {
  readonly families = new Map<string, Family>();
  readonly #types = new Map<string, Family['type']>();

  constructor(text: string) {
    for (const family of parsePrometheusTextFormat(text)) this.#types.set(family.name, family.type);
    const series = text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped');
    // prom-client writes a histogram's series label set by label set: `_bucket`, `_sum`, `_count`, then again.
    for (const family of parsePrometheusTextFormat(series)) {
      const seen = this.families.get(family.name);
      if (seen) seen.metrics.push(...family.metrics);
      else this.families.set(family.name, family);
    }
  }

  type(name: string): Family['type'] | undefined {
    return this.#types.get(name);
  }

  family(name: string): Family {
    const f = this.families.get(name);
    if (!f) throw new Error(`no metric family ${name} in the scrape`);
    return f;
  }

  /** The samples of a family whose labels include all of `labels`. */
  samples(name: string, labels: Record<string, string> = {}): Sample[] {
    return this.family(name).metrics.filter((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  }

  /** The value of the one sample matching `labels`, or undefined when none does. */
  value(name: string, labels: Record<string, string> = {}): number | undefined {
    const found = this.samples(name, labels);
    if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} samples`);
    return found[0]?.value === undefined ? undefined : Number(found[0].value);
  }

  /** Every label value of `label` across the family. */
  labelValues(name: string, label: string): string[] {
    return this.family(name).metrics.map((m) => m.labels?.[label] ?? '');
  }
}
