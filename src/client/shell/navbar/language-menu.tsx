import { DeferredDropdown } from '../dropdowns/deferred-dropdown';
import { LanguageButton } from './language-button';

export function LanguageMenu() {
  return (
    <DeferredDropdown kind="menu" button={LanguageButton} buttonProps={{}}>
      {(d, handoff) => <d.LanguageDropdown handoff={handoff} />}
    </DeferredDropdown>
  );
}
