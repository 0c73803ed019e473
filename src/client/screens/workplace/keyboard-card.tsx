import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/message-key';
import { Keys } from '../../palette/shortcut-keys';

const TIPS: readonly { keys: string; text: MessageKey }[] = [
  { keys: 'mod+k', text: 'workplace.keyboard.palette' },
  { keys: 'g w', text: 'workplace.keyboard.goto' },
  { keys: '?', text: 'workplace.keyboard.sheet' },
];

export function KeyboardCard() {
  const { t } = useT();
  return (
    <section className="rounded-lg bg-surface p-5">
      <h2 className="mb-3 text-[15px] font-medium text-fg">{t('workplace.keyboard')}</h2>
      <ul className="flex flex-col gap-2.5">
        {TIPS.map((tip) => (
          <li key={tip.keys} className="flex items-center justify-between gap-3 text-[13px] text-fg-2">
            {t(tip.text)}
            <Keys shortcut={tip.keys} />
          </li>
        ))}
      </ul>
    </section>
  );
}
