// Filled in as the feature's routes move onto descriptors.
export const uploadsEndpoints = {};
