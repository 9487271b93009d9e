/** C73: amounts are shown in US dollars. */
export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
