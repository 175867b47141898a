import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RealtimeModule } from '@filmcollab/service-kit';
import { CommentRepository } from '../comments/comment.repository';
import { COMMENT_MODEL, CommentSchema } from '../comments/comment.schema';
import { CommentsController } from '../comments/comments.controller';
import { CommentsService } from '../comments/comments.service';
import { FilesModule } from '../files/files.module';
import { LikeRepository } from '../likes/like.repository';
import { LIKE_MODEL, LikeSchema } from '../likes/like.schema';
import { LikesService } from '../likes/likes.service';
import { MentionsModule } from '../mentions/mentions.module';
import { PeopleModule } from '../people/people.module';
import { PostRepository } from '../posts/post.repository';
import { POST_MODEL, PostSchema } from '../posts/post.schema';
import { PostsController } from '../posts/posts.controller';
import { PostsService } from '../posts/posts.service';
import { TagsModule } from '../tags/tags.module';

/**
 * Posts, their likes and their comments: one module, because deleting a post removes its likes and
 * comments and every like or comment changes its post's counts in the same transaction.
 */
@Module({
  imports: [
    RealtimeModule,
    FilesModule,
    PeopleModule,
    MentionsModule,
    TagsModule,
    MongooseModule.forFeature([
      { name: POST_MODEL, schema: PostSchema },
      { name: LIKE_MODEL, schema: LikeSchema },
      { name: COMMENT_MODEL, schema: CommentSchema },
    ]),
  ],
  controllers: [PostsController, CommentsController],
  providers: [
    PostRepository,
    LikeRepository,
    CommentRepository,
    PostsService,
    LikesService,
    CommentsService,
  ],
  exports: [PostsService, LikesService, CommentsService],
})
export class FeedModule {}
