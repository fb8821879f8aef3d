// External addresses come from configuration (DESIGN.md section 5), set at build time through Vite env variables.

export const sellerUrl = import.meta.env.VITE_SELLER_URL || 'https://example.com/become-a-seller';

export const supportEmail = import.meta.env.VITE_SUPPORT_EMAIL || 'support@example.com';

// The two sister sites the product links to (spec: a product marketplace and a factory-direct goods store).
export const sisterSites = [
  {
    label: 'Product Marketplace',
    url: import.meta.env.VITE_PRODUCT_MARKETPLACE_URL || 'https://example.com/marketplace',
  },
  {
    label: 'Factory Direct Store',
    url: import.meta.env.VITE_FACTORY_STORE_URL || 'https://example.com/factory-direct',
  },
];
