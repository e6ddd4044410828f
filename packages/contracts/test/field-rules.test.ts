// The one table that turns a failed schema keyword into the spec's rule: the server's 400s
// (fieldErrorsOf) and the member forms' resolver (ruleOfKeyword) must word a field alike.
import t from 'tap';
import { Type } from 'typebox';
import { fieldErrorsOf, isRuleCode, ruleOfKeyword } from '@centre/contracts';

t.test('a field empty, too long or wrong gets its own rule', async (t) => {
  t.equal(ruleOfKeyword('password', 'required', undefined), 'ENTER_PASSWORD');
  t.equal(ruleOfKeyword('password', 'minLength', ''), 'ENTER_PASSWORD', 'an empty text is empty, whatever the keyword');
  t.equal(ruleOfKeyword('password', 'pattern', 'short'), 'PASSWORD_RULE');
  t.equal(ruleOfKeyword('email', 'maxLength', 'x'.repeat(300)), 'MAX_LENGTH');
  t.equal(ruleOfKeyword('name.ko', 'minLength', ''), 'ENTER_NAME', 'nested fields use their top field\'s rules');
  t.equal(ruleOfKeyword('name', 'required', undefined, { memberType: 'COMPANY' }), 'ENTER_NAME_OR_INSTITUTION');
  t.equal(ruleOfKeyword('favouriteColour', 'pattern', 'x'), 'INVALID_VALUE', 'unknown fields fall back');
  t.equal(ruleOfKeyword('favouriteColour', 'required', undefined), 'REQUIRED');
});

t.test('the server\'s field errors say what ruleOfKeyword says', async (t) => {
  const schema = Type.Object({ email: Type.String({ format: 'email', maxLength: 10 }), phone: Type.String({ pattern: '^\\d+$' }), name: Type.String({ minLength: 1 }) });
  const errors = fieldErrorsOf(schema, { email: 'someone@example.com', phone: '010-1', name: '' }, 'en', { memberType: 'COMPANY' });
  t.same(errors.map(({ field, rule }) => ({ field, rule })), [
    { field: 'email', rule: 'MAX_LENGTH' },
    { field: 'phone', rule: ruleOfKeyword('phone', 'pattern', '010-1') },
    { field: 'name', rule: 'ENTER_NAME_OR_INSTITUTION' },
  ]);
  t.match(errors[0]!.message, /10/, 'the limit is in the words');
});

t.test('rule codes are recognised, anything else is not', async (t) => {
  t.ok(isRuleCode('MAX_LENGTH'));
  for (const value of ['server', '', null, 42]) t.notOk(isRuleCode(value), String(value));
});
