/** The book page's reviews: the list, the average, and the form to write one. */
import { defineMessages } from '../catalogue.ts';
import { formatNumber } from '../numbers.ts';
import { toBanglaDigits } from '../../text.ts';

export const reviews = defineMessages(
  {
    heading: 'Reviews',
    count: (count: number) => String(count),
    average: (rating: number) => `${rating.toFixed(1)} out of 5`,
    none: 'No reviews yet.',
    readMore: 'Read more',
    showLess: 'Show Less',
    yours: 'Your review',
    rated: (stars: number) => `Rated ${stars} out of 5`,
    thanks: 'Thank you! Your review has been added.',
    loginToReview: 'Please login to write review',
    login: 'Login',
    write: 'Write a Review',
    yourRating: 'Your rating',
    stars: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
    sending: 'Sending…',
    submit: 'Submit Review',
    cancel: 'Cancel',
    ratingRequired: 'Choose a rating from 1 to 5 stars',
    commentRequired: 'Write a few words about the book',
  },
  {
    heading: 'রিভিউ',
    count: (count: number) => formatNumber(count, 'bn'),
    average: (rating: number) => `৫-এর মধ্যে ${toBanglaDigits(rating.toFixed(1))}`,
    none: 'এখনো কোনো রিভিউ নেই।',
    readMore: 'আরও পড়ুন',
    showLess: 'কম দেখান',
    yours: 'আপনার রিভিউ',
    rated: (stars: number) => `৫-এর মধ্যে ${formatNumber(stars, 'bn')} রেটিং`,
    thanks: 'ধন্যবাদ! আপনার রিভিউ যোগ হয়েছে।',
    loginToReview: 'রিভিউ লিখতে লগইন করুন',
    login: 'লগইন',
    write: 'রিভিউ লিখুন',
    yourRating: 'আপনার রেটিং',
    stars: (stars: number) => `${formatNumber(stars, 'bn')} তারকা`,
    sending: 'পাঠানো হচ্ছে…',
    submit: 'রিভিউ জমা দিন',
    cancel: 'বাতিল',
    ratingRequired: '১ থেকে ৫ তারকার মধ্যে একটি রেটিং বেছে নিন',
    commentRequired: 'বইটি নিয়ে কয়েকটি কথা লিখুন',
  },
);
