import { useContext, useEffect, type ReactElement } from 'react';
import { currentColorMode, setColorMode, syncColorModeAcrossTabs, type ColorMode } from '../client/color-mode.js';
import { StorageContext } from '../client/storage.js';
import { MoonIcon, SunIcon } from './icons.js';
import { useTranslator } from '../i18n/context.js';

/**
 * Switches between light and dark. Both icons are rendered and CSS shows the one for the current mode, so the
 * server's HTML is right whatever the stored choice is (applied to <html> before first paint).
 */
export function ColorModeToggle({ defaultMode }: { defaultMode: ColorMode }): ReactElement {
  const storage = useContext(StorageContext);
  useEffect(() => syncColorModeAcrossTabs(defaultMode), [defaultMode]);
  const label = useTranslator().t('docgen.colorToggle.ariaLabel');
  return (
    <button
      type="button"
      className="color-mode-toggle"
      data-color-mode-toggle=""
      title={label}
      aria-label={label}
      onClick={() => setColorMode(currentColorMode() === 'dark' ? 'light' : 'dark', storage)}
    >
      <SunIcon className="color-mode-toggle__light" />
      <MoonIcon className="color-mode-toggle__dark" />
    </button>
  );
}
