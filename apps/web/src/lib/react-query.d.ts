import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The caller shows its own error (form fields, a dialog): skip the global notification. */
      customErrorHandling?: boolean;
    };
  }
}
