/** The theme's other keys: `announcementBar` and `colorMode`. */
import { boolean, field, literal, object, string, type Infer } from '../combinators.js';

const announcementBarOptions = object({
  /** Changing the id shows the bar again to readers who dismissed it. */
  id: field(string({ nonEmpty: true }), { required: true }),
  /** Inline HTML. */
  content: field(string({ nonEmpty: true }), { required: true }),
  backgroundColor: field(string(), { default: '#fff' }),
  textColor: field(string(), { default: '#000' }),
  isCloseable: field(boolean(), { default: true }),
});
export type AnnouncementBar = Infer<typeof announcementBarOptions>;

export const announcementBar = field(announcementBarOptions);

const colorModeOptions = object({
  defaultMode: field(literal('light', 'dark'), { default: 'light' }),
  /** Follow the operating system's preference when the reader has not chosen. */
  respectPrefersColorScheme: field(boolean(), { default: false }),
  disableSwitch: field(boolean(), { default: false }),
});
export type ColorModeOptions = Infer<typeof colorModeOptions>;

export const colorMode = field(colorModeOptions, { default: () => ({ defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false }) });
