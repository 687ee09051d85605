/** Real brands, banks, carriers and agencies that phishing and scams impersonate. */
export const REAL_BRANDS = [
  'paypal', 'microsoft', 'office ?365', 'm365', 'outlook', 'hotmail', 'entra id', 'azure ad', 'okta', 'google', 'gmail', 'apple', 'icloud', 'amazon', 'netflix',
  'facebook', 'instagram', 'whatsapp', 'messenger', 'linkedin', 'twitter', 'x\\.com', 'tiktok', 'snapchat', 'discord', 'steam', 'roblox', 'dropbox', 'docusign',
  'adobe', 'chase', 'bank of america', 'wells fargo', 'citibank', 'hsbc', 'barclays', 'santander', 'lloyds', 'natwest', 'revolut', 'monzo', 'coinbase', 'binance',
  'kraken', 'metamask', 'ledger', 'dhl', 'fedex', 'ups', 'usps', 'royal mail', 'japan post', 'mufg', 'smbc', 'mizuho', 'rakuten', 'irs', 'hmrc', 'social security',
  'medicare', 'venmo', 'zelle', 'cash ?app', 'ebay', 'walmart', 'costco', 'visa', 'mastercard', 'american express', 'amex',
];
