/**
 * The fields left blank (empty after trimming), each with its message, so a
 * form can say so before anything is sent. The messages are the ones the
 * server would answer with, so a shopper reads the same words either way.
 */
export function blankFields<Field extends string>(
  values: Readonly<Record<Field, string>>,
  messages: Readonly<Record<Field, string>>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(messages) as Field[]) {
    if ((values[field] ?? '').trim() === '') errors[field] = messages[field];
  }
  return errors;
}

/** The server's words for the sign-in form's blank fields (spec: its 422 messages show under the inputs). */
export const LOGIN_REQUIRED = { email: 'Email is required', password: 'Password is required' } as const;

/** The content API's words for the comment form's blank fields. */
export const COMMENT_REQUIRED = { comment: 'Comment is required', name: 'Name is required', email: 'Email is required' } as const;

/** The shop's words for a review without stars or text (the API's own, "The rating must be between 1 and 5.", read like a server). */
export const REVIEW_MESSAGES = { rating: 'Choose a rating from 1 to 5 stars', comment: 'Write a few words about the book' } as const;
