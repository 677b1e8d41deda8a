/**
 * What a notice tells: the one tone vocabulary of the library's banners. Apart from the
 * component, so framework-free state can name a message's tone without importing React.
 */
export type NoticeTone = 'info' | 'success' | 'warning' | 'error';
