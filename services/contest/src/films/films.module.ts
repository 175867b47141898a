import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ObjectStorageModule } from '@filmcollab/service-kit';
import { COMMENT_MODEL, CommentSchema } from '../comments/comment.schema';
import { CommentRepository } from '../comments/comment.repository';
import { CommentsController } from '../comments/comments.controller';
import { CommentsService } from '../comments/comments.service';
import { JUDGE_SCORE_MODEL, JudgeScoreSchema } from '../judging/judge-score.schema';
import { JudgeScoreRepository } from '../judging/judge-score.repository';
import { JudgingController } from '../judging/judging.controller';
import { JudgingService } from '../judging/judging.service';
import { LeaderboardFreezer } from '../judging/leaderboard-freezer';
import { PeopleModule } from '../people/people.module';
import { RATING_MODEL, RatingSchema } from '../ratings/rating.schema';
import { RatingRepository } from '../ratings/rating.repository';
import { RatingsController } from '../ratings/ratings.controller';
import { RatingsService } from '../ratings/ratings.service';
import { RoundsModule } from '../rounds/rounds.module';
import { ChunkedFilmUploads } from './chunked-film-uploads';
import { FilmCleanup } from './film-cleanup';
import { FilmPresenter } from './film-presenter';
import { FilmStorage } from './film-storage';
import { FILM_UPLOAD_MODEL, FilmUploadSchema } from './film-upload.schema';
import { FilmUploadRepository } from './film-upload.repository';
import { FILM_MODEL, FilmSchema } from './film.schema';
import { FilmRepository } from './film.repository';
import { FilmsController } from './films.controller';
import { FilmsService } from './films.service';
import { VideoInspector } from './video-inspector';

/**
 * Films and what hangs on them (ratings, judge scores, comments): one module, because deleting
 * a film takes its ratings, scores and comments with it.
 */
@Module({
  imports: [
    ObjectStorageModule,
    PeopleModule,
    RoundsModule,
    MongooseModule.forFeature([
      { name: FILM_MODEL, schema: FilmSchema },
      { name: FILM_UPLOAD_MODEL, schema: FilmUploadSchema },
      { name: RATING_MODEL, schema: RatingSchema },
      { name: JUDGE_SCORE_MODEL, schema: JudgeScoreSchema },
      { name: COMMENT_MODEL, schema: CommentSchema },
    ]),
  ],
  controllers: [FilmsController, RatingsController, JudgingController, CommentsController],
  providers: [
    FilmRepository,
    FilmUploadRepository,
    FilmStorage,
    VideoInspector,
    FilmPresenter,
    FilmCleanup,
    ChunkedFilmUploads,
    FilmsService,
    RatingRepository,
    RatingsService,
    JudgeScoreRepository,
    LeaderboardFreezer,
    JudgingService,
    CommentRepository,
    CommentsService,
  ],
  exports: [FilmsService, FilmRepository, RatingRepository, JudgeScoreRepository, CommentRepository],
})
export class FilmsModule {}
