import { describe, expect, it } from 'vitest';
import { banglaPagedDescription, banglaPagedTitle } from '#shared/bangla-pages.ts';

describe('the page a Bangla list’s title and description name', () => {
  it('says nothing on page 1 and the page in Bangla digits after', () => {
    expect(banglaPagedTitle('লেখক', 1)).toBe('লেখক');
    expect(banglaPagedTitle('লেখক', 12)).toBe('লেখক — পৃষ্ঠা ১২');
  });

  it('puts the page before the closing দাঁড়ি, or ends with one', () => {
    const description = 'বইবাজারের সব লেখক: নাম বেছে নিয়ে দেখুন তাঁর সব বই।';
    expect(banglaPagedDescription(description, 1)).toBe(description);
    expect(banglaPagedDescription(description, 2)).toBe('বইবাজারের সব লেখক: নাম বেছে নিয়ে দেখুন তাঁর সব বই (পৃষ্ঠা ২)।');
    expect(banglaPagedDescription('বইবাজারের ব্লগ', 3)).toBe('বইবাজারের ব্লগ (পৃষ্ঠা ৩)।');
  });
});
