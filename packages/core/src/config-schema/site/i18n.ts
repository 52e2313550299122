/** `i18n`: the locales, the default one first served at the site's root, and each one's settings. */
import { defaultDirection, defaultLocaleLabel } from '../../i18n.js';
import { field, list, literal, object, record, string, transform, type Infer } from '../combinators.js';

const localeName = string({
  nonEmpty: true,
  pattern: /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/,
  patternHint: 'Write a language tag such as "fr", "pt-BR" or "zh-Hans".',
});

const localeConfig = object({
  /** Shown in the locale dropdown; default: the language's own name (`Français`). */
  label: field(string({ nonEmpty: true })),
  /** Default: the language's writing direction. */
  direction: field(literal('ltr', 'rtl')),
  calendar: field(string(), { default: 'gregory' }),
  /** The `lang` of its pages (and their hreflang); default: the locale. */
  htmlLang: field(string({ nonEmpty: true })),
  /** Where its pages are served, below the site's root (`/<path>/…`); default: the locale. Not used for the default locale. */
  path: field(
    string({
      pattern: /^\/?[\w.-]+\/?$/,
      patternHint: 'Write one URL path segment, like "fr" or "pt-br": the locale\'s pages are served below it.',
    }),
  ),
});
type WrittenLocaleConfig = Infer<typeof localeConfig>;
type Filled = 'label' | 'direction' | 'htmlLang';

/** A locale's settings, those left out filled from the locale (`completeI18n`). */
export type LocaleConfig = Omit<WrittenLocaleConfig, Filled> & Required<Pick<WrittenLocaleConfig, Filled>>;

const written = object(
  {
    defaultLocale: field(localeName, { default: 'en' }),
    locales: field(list(localeName), { default: () => ['en'] }),
    localeConfigs: field(record(localeConfig), { default: () => ({}) }),
  },
  {
    check: (v, report) => {
      if (!v.locales.includes(v.defaultLocale)) report(`i18n.locales must include the default locale "${v.defaultLocale}"`);
      const twice = v.locales.find((locale, i) => v.locales.indexOf(locale) !== i);
      if (twice) report(`i18n.locales lists "${twice}" twice`);
      const unknown = Object.keys(v.localeConfigs).find((locale) => !v.locales.includes(locale));
      if (unknown) report(`i18n.localeConfigs names "${unknown}", which is not in i18n.locales`, 'Add it to i18n.locales, or remove its settings.');
      const paths = [...new Set(v.locales)].filter((l) => l !== v.defaultLocale).map((l) => (v.localeConfigs[l]?.path ?? l).replace(/^\/+|\/+$/g, ''));
      const clash = paths.find((p, i) => paths.indexOf(p) !== i);
      if (clash) report(`two locales are served at /${clash}`, 'Give one of them another localeConfigs.<locale>.path.');
    },
  },
);

/** Settings for every locale, those left out filled by defaults that depend on the locale (label, direction, htmlLang). */
function completeI18n(i18n: Infer<typeof written>) {
  const localeConfigs: Record<string, LocaleConfig> = {};
  for (const locale of i18n.locales) {
    const given = i18n.localeConfigs[locale];
    localeConfigs[locale] = {
      label: given?.label ?? defaultLocaleLabel(locale),
      direction: given?.direction ?? defaultDirection(locale),
      calendar: given?.calendar ?? 'gregory',
      htmlLang: given?.htmlLang ?? locale,
      ...(given?.path ? { path: given.path.replace(/^\/+|\/+$/g, '') } : {}),
    };
  }
  return { ...i18n, localeConfigs };
}

export const i18n = field(transform(written, completeI18n), {
  default: () => completeI18n({ defaultLocale: 'en', locales: ['en'], localeConfigs: {} }),
});
