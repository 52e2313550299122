/** `redirects`: old paths that lead to pages of the site. */
import { field, list, object, withPlace, type Infer } from '../combinators.js';
import { routeString } from './common.js';

const redirect = withPlace(
  object({
    from: field(routeString, { required: true }),
    to: field(routeString, { required: true }),
  }),
);
export type Redirect = Infer<typeof redirect>;

export const redirects = field(list(redirect), { default: () => [] });
