import { useContext, useEffect, type ReactElement } from 'react';
import { currentColorMode, setColorMode, syncColorModeAcrossTabs, type ColorMode } from '../client/color-mode.js';
import { StorageContext } from '../client/storage.js';
import { MoonIcon, SunIcon } from './icons.js';
import { useTranslator } from '../i18n/context.js';

/**
 * Switches between light and dark. Both icons are rendered and CSS shows the one for the current mode, so the
 * server's HTML is right whatever the stored choice is (applied to <html> before first paint).
 *
 * The toggle works from the first paint, not only once React has hydrated: until then the boot script in the head
 * (document.ts) takes the click and does what this handler does. Docusaurus instead renders the button disabled
 * until hydration; but a reader who clicks early then gets a dead button (greyed, out of the tab order) and must
 * click again, and the runtime is loaded after the first paint on purpose, so that moment is real on a slow phone.
 * Handing over needs no step: this handler prevents the default, which tells the boot script's listener (on the
 * document, after React's on the root) that the click is handled, so one click is one flip.
 */
export function ColorModeToggle({ defaultMode }: { defaultMode: ColorMode }): ReactElement {
  const storage = useContext(StorageContext);
  useEffect(() => syncColorModeAcrossTabs(defaultMode), [defaultMode]);
  const label = useTranslator().t('docgen.colorToggle.ariaLabel');
  return (
    <button
      type="button"
      className="color-mode-toggle"
      // How the boot script finds the toggle before hydration.
      data-color-mode-toggle=""
      title={label}
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        setColorMode(currentColorMode() === 'dark' ? 'light' : 'dark', storage);
      }}
    >
      <SunIcon className="color-mode-toggle__light" />
      <MoonIcon className="color-mode-toggle__dark" />
    </button>
  );
}
