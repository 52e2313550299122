/**
 * The theme's own texts in English, by id, with a description for translators: what `docgen write-translations`
 * writes to `i18n/<locale>/code.json`. Ids are Docusaurus's where its theme has the same text (so a Docusaurus site's
 * code.json translates them), `docgen.*` for texts of docgen's own.
 *
 * `{name}` is a value put in; a message ending in `.plurals` lists its plural forms separated by `|`, as many as the
 * language has (Unicode's plural rules: English "one|other").
 */
export const MESSAGES = {
  // The shell
  'theme.common.skipToMainContent': { message: 'Skip to main content', description: 'The skip link, the first tab stop of every page' },
  'theme.NavBar.navAriaLabel': { message: 'Main', description: 'The ARIA label of the navbar' },
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': {
    message: 'Open the navigation menu',
    description: 'The ARIA label of the menu button of narrow screens',
  },
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': {
    message: 'Close the navigation menu',
    description: 'The ARIA label of the button that closes the menu of narrow screens',
  },
  'docgen.mobileMenu.ariaLabel': { message: 'Navigation menu', description: 'The ARIA label of the menu of narrow screens' },
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': {
    message: '← Back to main menu',
    description: 'The button from the docs sidebar back to the main menu, on narrow screens',
  },
  'docgen.mobileMenu.docsSidebar': { message: 'Docs sidebar →', description: 'The button from the main menu to the docs sidebar, on narrow screens' },
  'theme.SearchBar.label': { message: 'Search', description: 'The text of the navbar search button' },
  'docgen.SearchBar.buttonAriaLabel': { message: 'Search (Ctrl+K)', description: 'The ARIA label of the navbar search button, with its keyboard shortcut' },
  'docgen.colorToggle.ariaLabel': { message: 'Switch between dark and light mode', description: 'The ARIA label and title of the colour mode button' },
  'theme.AnnouncementBar.closeButtonAriaLabel': { message: 'Close', description: 'The ARIA label of the button that closes the announcement bar' },
  'theme.docs.sidebar.navAriaLabel': { message: 'Docs sidebar', description: 'The ARIA label of the docs sidebar' },
  'theme.docs.sidebar.expandButtonTitle': { message: 'Expand sidebar', description: 'The title and ARIA label of the button that shows a hidden sidebar' },
  'theme.docs.sidebar.collapseButtonTitle': { message: 'Collapse sidebar', description: 'The title and ARIA label of the button that hides the sidebar' },
  'theme.DocSidebarItem.expandCategoryAriaLabel': {
    message: "Expand sidebar category '{label}'",
    description: 'The ARIA label of the button that opens a sidebar category',
  },
  'theme.DocSidebarItem.collapseCategoryAriaLabel': {
    message: "Collapse sidebar category '{label}'",
    description: 'The ARIA label of the button that closes a sidebar category',
  },
  'theme.navbar.mobileVersionsDropdown.label': { message: 'Versions', description: 'The label of the version dropdown when no version is shown' },
  'docgen.versionsDropdown.ariaLabel': { message: 'Docs version: {versionLabel}', description: 'The ARIA label of the version dropdown' },
  'theme.navbar.mobileLanguageDropdown.label': { message: 'Languages', description: 'The label of the locale dropdown on narrow screens' },
  'docgen.localeDropdown.ariaLabel': { message: 'Language: {localeLabel}', description: 'The ARIA label of the locale dropdown' },
  'docgen.footer.navAriaLabel': { message: 'Footer', description: 'The ARIA label of the footer links' },
  // Docs pages
  'theme.docs.breadcrumbs.navAriaLabel': { message: 'Breadcrumbs', description: 'The ARIA label of the breadcrumbs' },
  'theme.docs.breadcrumbs.home': { message: 'Home page', description: 'The ARIA label of the home link of the breadcrumbs' },
  'theme.TOCCollapsible.toggleButtonLabel': { message: 'On this page', description: 'The title of the table of contents' },
  'theme.docs.paginator.navAriaLabel': { message: 'Docs pages', description: 'The ARIA label of the previous and next links' },
  'theme.docs.paginator.previous': { message: 'Previous', description: 'The label of the link to the previous doc' },
  'theme.docs.paginator.next': { message: 'Next', description: 'The label of the link to the next doc' },
  'theme.common.editThisPage': { message: 'Edit this page', description: 'The link to edit the page' },
  'theme.lastUpdated.lastUpdatedAtBy': { message: 'Last updated{atDate}{byUser}', description: 'When a page was last updated, and by whom' },
  'theme.lastUpdated.atDate': { message: ' on {date}', description: 'The date part of the last update' },
  'theme.docs.DocCard.categoryDescription.plurals': { message: '1 item|{count} items', description: 'The number of items of a category card' },
  'docgen.DocCards.ariaLabel': { message: 'Pages in {title}', description: 'The ARIA label of the cards of a generated index page' },
  'theme.docs.versions.unreleasedVersionLabel': {
    message: 'This is unreleased documentation for {siteTitle} {versionLabel} version.',
    description: 'The banner of an unreleased docs version',
  },
  'theme.docs.versions.unmaintainedVersionLabel': {
    message: 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
    description: 'The banner of an unmaintained docs version',
  },
  'theme.docs.versions.latestVersionSuggestionLabel': {
    message: 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
    description: 'The banner link to the same page in the latest version',
  },
  'theme.docs.versions.latestVersionLinkLabel': { message: 'latest version', description: 'The text of the banner link to the latest version' },
  'theme.docs.versionBadge.label': { message: 'Version: {versionLabel}', description: 'The version badge of a docs page' },
  'docgen.fallback.notice': {
    message: 'This page is not translated into {language} yet: it is shown in {originalLanguage}.',
    description: 'The notice of a page shown in the default language because it has no translation',
  },
  // Content
  'theme.CodeBlock.copy': { message: 'Copy', description: 'The title of the copy button of code blocks' },
  'theme.CodeBlock.copied': { message: 'Copied', description: 'Said when a code block was copied' },
  'theme.CodeBlock.copyButtonAriaLabel': { message: 'Copy code to clipboard', description: 'The ARIA label of the copy button of code blocks' },
  'theme.CodeBlock.wordWrapToggle': { message: 'Toggle word wrap', description: 'The title and ARIA label of the word wrap button of code blocks' },
  'theme.common.headingLinkTitle': { message: 'Direct link to {heading}', description: 'The ARIA label of the link of a heading' },
  'docgen.common.headingLinkTitle': { message: 'Direct link to this heading', description: 'The title of the link of a heading' },
  'docgen.table.ariaLabel': { message: 'Table', description: 'The ARIA label of the scrolling box of a wide table' },
  'theme.admonition.note': { message: 'Note', description: 'The default title of a note admonition' },
  'theme.admonition.tip': { message: 'Tip', description: 'The default title of a tip admonition' },
  'theme.admonition.info': { message: 'Info', description: 'The default title of an info admonition' },
  'theme.admonition.caution': { message: 'Caution', description: 'The default title of a caution admonition' },
  'theme.admonition.warning': { message: 'Warning', description: 'The default title of a warning admonition' },
  'theme.admonition.danger': { message: 'Danger', description: 'The default title of a danger admonition' },
  'docgen.video.play': { message: 'Play video: {title}', description: 'The ARIA label of the play button of a video' },
  'docgen.video.ofProvider': { message: '{provider} video', description: 'The name of a video without a title' },
  'docgen.video.untitled': { message: 'Video', description: 'The name of a video file without a title' },
  'docgen.video.watchOn': { message: 'Watch on {provider}', description: 'The link to a video on its site' },
  'docgen.video.openFile': { message: 'Open the video file', description: 'The link to a video file' },
  'docgen.video.open': { message: 'Open the video', description: 'The link of a video that cannot be embedded' },
  'theme.Playground.liveEditor': { message: 'Live Editor', description: 'The title above the editor of a live code block' },
  'theme.Playground.result': { message: 'Result', description: 'The title above the result of a live code block' },
  'docgen.playground.placeholder': {
    message: 'The result appears here when the page runs JavaScript.',
    description: 'Shown in place of the result of a live code block before it runs',
  },
  'docgen.playground.editorAriaLabel': { message: 'Live code editor', description: 'The ARIA label of the editor of a live code block' },
  'docgen.playground.hint': {
    message: 'Tab indents. To leave the editor, press Escape, then Tab.',
    description: 'How the keyboard works in the editor of a live code block',
  },
  'docgen.loading': { message: 'Loading', description: 'The ARIA label of the spinner shown while a part of the page loads' },
  'docgen.retry': { message: 'Retry', description: 'The button that loads again a part of the page that failed to load' },
  // Built-in pages
  'theme.NotFound.title': { message: 'Page Not Found', description: 'The title of the not-found page' },
  'theme.NotFound.p1': { message: 'We could not find what you were looking for.', description: 'The first paragraph of the not-found page' },
  'docgen.NotFound.p2': {
    message: 'The page may have moved. Try the {homePageLink}, the search, or the sidebar of the area you were reading.',
    description: 'The second paragraph of the not-found page',
  },
  'docgen.NotFound.homePageLink': { message: 'home page', description: 'The text of the link to the home page on the not-found page' },
  'theme.ErrorPageContent.title': { message: 'This page crashed.', description: 'The title of the crash screen' },
  'theme.ErrorPageContent.tryAgain': { message: 'Try again', description: 'The button of the crash screen that loads the page again' },
  'docgen.ErrorPageContent.cause': { message: 'Cause: {cause}', description: 'A cause of the error, on the crash screen' },
  'docgen.ErrorPageContent.documentTitle': { message: 'Page Error', description: 'The document title of the crash screen' },
  // Search
  'theme.SearchPage.emptyResultsTitle': { message: 'Search the documentation', description: 'The title of the search page and of the search modal' },
  'theme.SearchPage.inputPlaceholder': { message: 'Type your search here', description: 'The placeholder of the search page input' },
  'docgen.SearchPage.submit': { message: 'Search', description: 'The submit button of the search page' },
  'docgen.SearchPage.version': { message: 'Version', description: 'The label of the docs version select of the search page' },
  'docgen.SearchPage.searching': { message: 'Searching…', description: 'Shown while the search page waits for results' },
  'docgen.SearchPage.resultsFor.plurals': {
    message: '{count} result for "{query}"|{count} results for "{query}"',
    description: 'How many results the search page found',
  },
  'docgen.SearchPage.pagesAriaLabel': { message: 'Result pages', description: 'The ARIA label of the result pages of the search page' },
  'docgen.SearchPage.page': { message: 'Page {page} of {pages}', description: 'Which page of results the search page shows' },
  'theme.SearchModal.errorScreen.titleText': { message: 'Unable to fetch results', description: 'The title when a search failed' },
  'theme.SearchModal.errorScreen.helpText': { message: 'You might want to check your network connection.', description: 'The help when a search failed' },
  'theme.SearchModal.noResultsScreen.noResultsText': { message: 'No results for', description: 'Before the query when a search found nothing' },
  'theme.SearchModal.noResultsScreen.suggestedQueryText': { message: 'Try searching for', description: 'Before suggested queries when a search found nothing' },
  'theme.SearchModal.noResultsScreen.reportMissingResultsText': {
    message: 'Believe this query should return results?',
    description: 'The question before the link to report missing results',
  },
  'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText': { message: 'Let us know.', description: 'The link to report missing results' },
  'theme.SearchModal.searchBox.resetButtonTitle': { message: 'Clear the query', description: 'The title and ARIA label of the button that clears the search' },
  'theme.SearchModal.searchBox.cancelButtonText': { message: 'Cancel', description: 'The text and ARIA label of the button that closes the search' },
  'theme.SearchModal.startScreen.noRecentSearchesText': { message: 'No recent searches', description: 'Shown when the search modal opens' },
  'theme.SearchModal.footer.selectText': { message: 'to select', description: 'The footer help of the Enter key' },
  'theme.SearchModal.footer.selectKeyAriaLabel': { message: 'Enter key', description: 'The ARIA label of the Enter key in the footer' },
  'theme.SearchModal.footer.navigateText': { message: 'to navigate', description: 'The footer help of the arrow keys' },
  'theme.SearchModal.footer.navigateUpKeyAriaLabel': { message: 'Arrow up', description: 'The ARIA label of the up arrow key in the footer' },
  'theme.SearchModal.footer.navigateDownKeyAriaLabel': { message: 'Arrow down', description: 'The ARIA label of the down arrow key in the footer' },
  'theme.SearchModal.footer.closeText': { message: 'to close', description: 'The footer help of the Escape key' },
  'theme.SearchModal.footer.closeKeyAriaLabel': { message: 'Escape key', description: 'The ARIA label of the Escape key in the footer' },
  'theme.SearchModal.footer.searchByText': { message: 'Search by', description: 'Before the logo of the hosted search service' },
  'docgen.SearchModal.footer.ariaLabel': { message: 'Keyboard shortcuts', description: 'The ARIA label of the footer of the search modal' },
  'theme.SearchBar.seeAll': { message: 'See all {count} results', description: 'The link from the search modal to the search page' },
} satisfies Record<string, { message: string; description: string }>;

export type MessageId = keyof typeof MESSAGES;

/** Translations of some of the messages, by id. */
export type Messages = Partial<Record<MessageId, string>>;
