/** Mantine's orange.9 is 4.3:1 on white; this darker orange passes WCAG AA (4.5:1) for small text. */
export const WARNING_TEXT = '#a8400a';
