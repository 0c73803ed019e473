import type { Settings } from '../state/default-settings';

type Theme = Settings['theme'];

/** Named colours a series can ask for; the theme decides the actual value. */
export type Tone = 'primary' | 'cyan' | 'gold' | 'purple' | 'red' | 'green' | 'gray';

export interface ChartColors {
  axis: string;
  grid: string;
  /** The panel's background: the inside of a hollow point. */
  surface: string;
  tone: Record<Tone, string>;
}

// Arco's palette: the dark set is lighter so lines keep their contrast on the dark surface.
const LIGHT: ChartColors = {
  axis: '#5f6b7a',
  grid: '#e5e6eb',
  surface: '#ffffff',
  tone: {
    primary: '#165dff',
    cyan: '#14c9c9',
    gold: '#f7ba1e',
    purple: '#722ed1',
    red: '#f53f3f',
    green: '#00b42a',
    gray: '#a9aeb8',
  },
};
const DARK: ChartColors = {
  axis: '#a3a3a8',
  grid: '#3a3a3c',
  surface: '#232324',
  tone: {
    primary: '#3c7eff',
    cyan: '#5fd4d1',
    gold: '#fadc6d',
    purple: '#a871e3',
    red: '#f76965',
    green: '#27c346',
    gray: '#6b6b70',
  },
};

/** Chart colours of a theme; the primary tone follows the theme colour chosen in the settings. */
export function chartColors(theme: Theme, themeColor: string): ChartColors {
  const base = theme === 'dark' ? DARK : LIGHT;
  const defaultPrimary = LIGHT.tone.primary;
  // LIGHT's primary is the default theme colour, written in lower case here.
  // A custom theme colour wins; the default one gets its dark-theme variant.
  const primary = themeColor.toLowerCase() !== defaultPrimary ? themeColor : base.tone.primary;
  return { ...base, tone: { ...base.tone, primary } };
}

/** A tone made pale (a bar of a partial period); a colour that is not #rrggbb stays as it is. */
export function paleTone(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}59` : color;
}
