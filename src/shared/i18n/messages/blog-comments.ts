/** A post's comments and the comment form (the comment island loads only these). */
import { defineMessages } from '../catalogue.ts';
import { formatNumber } from '../numbers.ts';
import { commentCountLabel } from '../../text.ts';
import { forms } from './forms.ts';

export const blogComments = defineMessages(
  {
    count: (count: number) => commentCountLabel(count),
    leaveComment: 'Leave a comment',
    note: 'We will not publish your email address. Required fields are marked*',
    comment: 'Comment',
    name: 'Name *',
    email: 'Email *',
    web: 'Web',
    save: 'SAVE',
    // The content API's own words, as the form says them before sending.
    commentRequired: forms.en.commentRequired,
    nameRequired: forms.en.nameRequired,
    emailRequired: forms.en.emailRequired,
    notSent: 'Your comment was not sent.',
    added: 'Your comment was added.',
    yourComments: 'Your comments',
    noScript: 'Turn on JavaScript to leave a comment.',
  },
  {
    count: (count: number) => (count === 0 ? 'কোনো মন্তব্য নেই' : `${formatNumber(count, 'bn')}টি মন্তব্য`),
    leaveComment: 'মন্তব্য করুন',
    note: 'আপনার ইমেইল ঠিকানা প্রকাশ করা হবে না। তারকা (*) চিহ্নিত ঘরগুলো পূরণ করতে হবে।',
    comment: 'মন্তব্য',
    name: 'নাম *',
    email: 'ইমেইল *',
    web: 'ওয়েবসাইট',
    save: 'পাঠান',
    commentRequired: 'মন্তব্য লিখুন',
    nameRequired: 'নাম লিখুন',
    emailRequired: 'ইমেইল ঠিকানা লিখুন',
    notSent: 'আপনার মন্তব্য পাঠানো যায়নি।',
    added: 'আপনার মন্তব্য যোগ হয়েছে।',
    yourComments: 'আপনার মন্তব্য',
    noScript: 'মন্তব্য করতে ব্রাউজারে জাভাস্ক্রিপ্ট চালু করুন।',
  },
);
