import { describe, expect, it } from 'vitest';
import { changePasswordBody, changePasswordForm, updateUserBody } from './account.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('updateUserBody', () => {
  it('hands on the name normalised', () => {
    expect(updateUserBody.parse({ name: '  Sam   Custom ' })).toEqual({ name: 'Sam Custom' });
  });

  it('names the field of a bad name', () => {
    expect(messages(updateUserBody.safeParse({ name: '  ' }))).toEqual(['name: Enter a name']);
  });
});

describe('changePasswordBody', () => {
  it("takes the current password and a new one by registration's rule", () => {
    expect(changePasswordBody.safeParse({ currentPassword: 'old', newPassword: 'newer1' }).success).toBe(
      true,
    );
    expect(messages(changePasswordBody.safeParse({ currentPassword: 'old', newPassword: 'short' }))).toEqual([
      'newPassword: Password must be at least 6 characters',
    ]);
    expect(messages(changePasswordBody.safeParse({ currentPassword: '', newPassword: 'newer1' }))).toEqual([
      'currentPassword: Enter your current password',
    ]);
  });

  it('refuses the current password as the new one', () => {
    expect(
      messages(changePasswordBody.safeParse({ currentPassword: 'same-one', newPassword: 'same-one' })),
    ).toEqual(['newPassword: Choose a password different from your current one']);
  });
});

describe('changePasswordForm', () => {
  it('wants the new password twice, the same', () => {
    const form = { currentPassword: 'old', newPassword: 'newer1', confirmPassword: 'newer2' };
    expect(messages(changePasswordForm.safeParse(form))).toEqual(['confirmPassword: Passwords do not match']);
    expect(changePasswordForm.safeParse({ ...form, confirmPassword: 'newer1' }).success).toBe(true);
  });
});
