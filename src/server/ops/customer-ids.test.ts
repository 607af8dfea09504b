import { describe, expect, it } from 'vitest';
import { customerIdsIn } from './customer-ids.ts';

describe('customerIdsIn', () => {
  it("reads Shopify's customer export and plain lists, each id once", () => {
    const csv =
      'Customer ID,First Name,Email\n"7001",Ann,a@example.com\n\'7002,Bo,b@example.com\r\n7001,Ann,a@example.com\n';
    expect(customerIdsIn(csv)).toEqual(['7001', '7002']);
    expect(customerIdsIn('12\n\n 13 \nabc\n1,2\n')).toEqual(['12', '13', '1']);
  });
});
