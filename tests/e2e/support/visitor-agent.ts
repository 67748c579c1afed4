/** A desktop Chrome's user agent: headless Chromium announces itself as HeadlessChrome, which isbot counts as a bot. */
export const visitorAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
