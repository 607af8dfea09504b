import { describe, expect, it } from 'vitest';
import { dependencyOrder } from './dependency-order.ts';

describe('dependencyOrder', () => {
  it('puts every referenced table before the tables that reference it', () => {
    const order = dependencyOrder(
      ['photos', 'sessions', 'security_logs', 'users', 'customer_mapping'],
      [
        { child: 'photos', parent: 'sessions' },
        { child: 'security_logs', parent: 'users' },
        { child: 'customer_mapping', parent: 'users' },
      ],
    );
    expect(order.indexOf('sessions')).toBeLessThan(order.indexOf('photos'));
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('security_logs'));
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('customer_mapping'));
    expect([...order].sort()).toEqual(['customer_mapping', 'photos', 'security_logs', 'sessions', 'users']);
  });

  it('ignores a table referring to itself and references to tables outside the list', () => {
    expect(
      dependencyOrder(
        ['b', 'a'],
        [
          { child: 'a', parent: 'a' },
          { child: 'b', parent: 'elsewhere' },
        ],
      ),
    ).toEqual(['a', 'b']);
  });

  it('refuses a cycle, which no load order satisfies', () => {
    expect(() =>
      dependencyOrder(
        ['a', 'b'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow(/a, b/);
  });
});
