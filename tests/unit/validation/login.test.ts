import { describe, expect, it } from 'vitest';
import { createLoginSchema } from '../../../src/validation';
import { errorsOf } from './helpers';

describe('login schema', () => {
  const schema = createLoginSchema();

  it('requires username and password with the spec messages', async () => {
    expect(await errorsOf(schema, {})).toEqual({
      username: ['Username is required'],
      pw: ['Password is required'],
    });
    expect(await errorsOf(schema, { username: '   ', pw: '' })).toEqual({
      username: ['Username is required'],
      pw: ['Password is required'],
    });
  });

  it('accepts a filled form and trims the username', async () => {
    expect(await errorsOf(schema, { username: 'asha', pw: 's3cret' })).toEqual({});
    expect(schema.cast({ username: ' asha ', pw: 'x' })).toEqual({ username: 'asha', pw: 'x' });
  });
});
