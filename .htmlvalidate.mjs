// html-validate's recommended rules for every built page (tests/html-validate.test.ts). The rules turned off judge
// only how markup is spelled, and the spelling is React's (renderToString) and the document template's; one rule
// is relaxed, and one about length is off, with their reasons below.
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // `<!doctype html>` in lower case, as HTML's own specification writes it.
    'doctype-style': 'off',
    // React writes boolean attributes with an empty value: `hidden=""`, `disabled=""`, `checked=""`.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React closes void elements (`<img … />`, `<input … />`).
    'void-style': 'off',
    // React writes some attributes in camel case (`dateTime`); HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // Heading ids are GitHub's slugs (`## 1. Set up` → `#1-set-up`), so that links written for GitHub or Docusaurus
    // keep working; HTML allows an id to begin with a digit. The relaxed check still rejects empty ids and spaces.
    // The theme's own ids begin with a letter.
    'valid-id': ['error', { relaxed: true }],
    // Every page is titled `Page | Site`, as Docusaurus titles them, however long: a search engine shortens a title
    // itself, and the site's name in tabs and bookmarks matters more than a length rule.
    'long-title': 'off',
  },
};
