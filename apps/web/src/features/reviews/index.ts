/** Reviews (issue 19): what other features use of it. */
export { companyReviewsQueryOptions, useAnswerReview, useCompanyReviews } from './api';
export { CompanyReviews } from './company-reviews';
export { ReviewItem } from './review-item';
