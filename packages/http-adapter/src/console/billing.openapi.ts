import * as v from 'valibot';
import type { OperationDeclaration } from '../openapi/operation.js';
import { html, redirect } from './console.openapi.js';

/* The console's billing routes for the OpenAPI document (docs/console.md#billing): HTML for a person. */

const signedIn = [redirect('No valid session: to /console/sign-in.'), html(403, 'The principal is suspended.')];

export const BILLING_PAGE_OPERATIONS: readonly OperationDeclaration[] = [
  {
    method: 'GET',
    path: '/console/billing',
    operationId: 'getConsoleBilling',
    description:
      'Balances per scope with their lots and expiry dates, the latest receipts, the SKUs with a live price (each a link to the ' +
      "processor's checkout), the deposit form and automatic recharge. `?checkout=done` (the checkout's return URL) only says the " +
      'credit is on its way: credit arrives through the paid-invoice webhook alone.',
    parameters: [{ name: 'checkout', in: 'query', required: false, description: '`done` after a return from checkout.', schema: v.string() }],
    answers: [html(200, 'The billing page.'), ...signedIn],
    errors: [],
  },
  {
    method: 'GET',
    path: '/console/billing/deposit',
    operationId: 'reviewConsoleDeposit',
    description: "Reviews a free-form deposit before checkout: the page links to the deposit price's checkout with the amount filled in.",
    parameters: [{ name: 'amountUSD', in: 'query', required: true, description: 'Whole dollars from 10 to 1,000.', schema: v.string() }],
    answers: [
      html(200, 'The review, with a link to checkout.'),
      html(400, 'The amount is not whole dollars from 10 to 1,000, or deposits are not sold.'),
      ...signedIn,
    ],
    errors: [],
  },
  {
    method: 'POST',
    path: '/console/billing/recharge',
    operationId: 'setConsoleRecharge',
    description:
      'Turns automatic recharge on (a threshold of whole dollars from 1 to 1,000 and a one-time AI top-up on sale) or off. When on, a ' +
      'charge that leaves the available AI credit below the threshold sends one signed recharge request to the configured endpoint, ' +
      "at most once per interval. Must come from the service's own origin.",
    requestBody: {
      schema: v.object({ enabled: v.optional(v.literal('on')), thresholdUSD: v.optional(v.string()), sku: v.optional(v.string()) }),
      readAs: 'form',
    },
    answers: [
      redirect('Saved: to /console/billing#recharge (or no valid session: to /console/sign-in).'),
      html(400, 'The threshold or the SKU cannot be used, or automatic recharge is not available.'),
      html(403, 'The form came from another origin, or the principal is suspended.'),
      html(413, 'The form is over 8 KiB.'),
    ],
    errors: [],
  },
];
