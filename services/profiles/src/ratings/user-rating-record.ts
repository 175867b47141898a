export interface UserRatingRecord {
  id: string;
  projectId: string;
  raterId: string;
  ratedUserId: string;
  rating: number;
  comment: string | null;
  ratingType: 'performance';
  createdAt: Date;
}
