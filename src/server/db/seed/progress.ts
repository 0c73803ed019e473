/**
 * One line on stderr, redrawn in place: bar, share done, current step, elapsed time. Weights are
 * row counts, so the bar moves with the work rather than with the number of statements.
 */
export class Progress {
  private done = 0;
  private readonly started = performance.now();

  constructor(
    private readonly enabled: boolean,
    private readonly total: number,
    private readonly title: string,
  ) {}

  /** Shows `label` as running, before its statement starts. */
  show(label: string): void {
    if (!this.enabled) return;
    const share = this.total > 0 ? Math.min(1, this.done / this.total) : 1;
    const width = 24;
    const filled = Math.round(share * width);
    const bar = '#'.repeat(filled) + '-'.repeat(width - filled);
    const seconds = ((performance.now() - this.started) / 1000).toFixed(1);
    process.stderr.write(
      `\r\x1b[2K${this.title} [${bar}] ${String(Math.floor(share * 100)).padStart(3)}%  ${label}  ${seconds} s`,
    );
  }

  advance(weight: number): void {
    this.done += weight;
  }

  finish(): void {
    if (!this.enabled) return;
    this.done = this.total;
    this.show('done');
    process.stderr.write('\n');
  }
}
