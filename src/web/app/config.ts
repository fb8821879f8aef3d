// External addresses come from configuration (DESIGN.md section 5), set at build time through Vite env variables.

export const sellerUrl = import.meta.env.VITE_SELLER_URL || 'https://example.com/become-a-seller';

export const supportEmail = import.meta.env.VITE_SUPPORT_EMAIL || 'support@example.com';
