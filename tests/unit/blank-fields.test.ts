import { describe, expect, it } from 'vitest';
import { blankFields } from '#shared/blank-fields.ts';

const messages = { first_name: 'First!', email: 'Email!', password: 'Password!' };

describe('blankFields', () => {
  it('names each blank field with its message, in the messages’ order', () => {
    const errors = blankFields({ password: '', email: ' \t ', first_name: '' }, messages);
    expect(errors).toEqual(messages);
    expect(Object.keys(errors)).toEqual(['first_name', 'email', 'password']);
  });

  it('checks only the fields it has messages for', () => {
    const filled = { first_name: 'Nusrat', email: 'n@example.com', password: 'x', web: '' };
    expect(blankFields(filled, messages)).toEqual({});
  });

  it('takes a field named as typed blank only when it is empty', () => {
    expect(blankFields({ first_name: 'a', email: 'b', password: '   ' }, messages)).toEqual({ password: 'Password!' });
    expect(blankFields({ first_name: 'a', email: 'b', password: '   ' }, messages, ['password'])).toEqual({});
    expect(blankFields({ first_name: 'a', email: 'b', password: '' }, messages, ['password'])).toEqual({ password: 'Password!' });
  });
});
