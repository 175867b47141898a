import { Controller, Delete, Get, HttpCode, Patch, Post, Put, UseGuards } from '@nestjs/common';
import {
  type CommentList,
  CommentListSchema,
  type CommunityPost,
  CommunityPostSchema,
  type CreateCommentRequest,
  CreateCommentRequestSchema,
  type CreatePostRequest,
  CreatePostRequestSchema,
  type FeedPage,
  FeedPageSchema,
  type FeedQuery,
  FeedQuerySchema,
  identifier,
  type LikeState,
  LikeStateSchema,
  type PostComment,
  PostCommentSchema,
  type UpdatePostRequest,
  UpdatePostRequestSchema,
} from '@filmcollab/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodQuery,
  ZodResponse,
} from '@filmcollab/service-kit';
import { CommentsService } from '../comments/comments.service';
import { LikesService } from '../likes/likes.service';
import { PostsService } from './posts.service';

const PostIdSchema = identifier(64);

@Controller('posts')
@UseGuards(JwtAuthGuard)
export class PostsController {
  constructor(
    private readonly posts: PostsService,
    private readonly likes: LikesService,
    private readonly commentsService: CommentsService,
  ) {}

  @Get()
  @ZodResponse(200, FeedPageSchema)
  feed(
    @CurrentUser() user: AuthenticatedUser,
    @ZodQuery(FeedQuerySchema) query: FeedQuery,
  ): Promise<FeedPage> {
    return this.posts.feed(user.id, query);
  }

  @Post()
  @HttpCode(201)
  @ZodResponse(201, CommunityPostSchema)
  create(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(CreatePostRequestSchema) body: CreatePostRequest,
  ): Promise<CommunityPost> {
    return this.posts.create(user.id, body);
  }

  @Get(':postId')
  @ZodResponse(200, CommunityPostSchema)
  get(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('postId', PostIdSchema) postId: string,
  ): Promise<CommunityPost> {
    return this.posts.get(user.id, postId);
  }

  @Patch(':postId')
  @ZodResponse(200, CommunityPostSchema)
  update(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('postId', PostIdSchema) postId: string,
    @ZodBody(UpdatePostRequestSchema) body: UpdatePostRequest,
  ): Promise<CommunityPost> {
    return this.posts.update(user.id, postId, body);
  }

  @Delete(':postId')
  @HttpCode(204)
  @ZodResponse(204)
  delete(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('postId', PostIdSchema) postId: string,
  ): Promise<void> {
    return this.posts.delete(user.id, postId);
  }

  @Put(':postId/like')
  @ZodResponse(200, LikeStateSchema)
  like(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('postId', PostIdSchema) postId: string,
  ): Promise<LikeState> {
    return this.likes.like(user.id, postId);
  }

  @Delete(':postId/like')
  @ZodResponse(200, LikeStateSchema)
  unlike(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('postId', PostIdSchema) postId: string,
  ): Promise<LikeState> {
    return this.likes.unlike(user.id, postId);
  }

  @Get(':postId/comments')
  @ZodResponse(200, CommentListSchema)
  comments(@ZodParam('postId', PostIdSchema) postId: string): Promise<CommentList> {
    return this.commentsService.list(postId);
  }

  @Post(':postId/comments')
  @HttpCode(201)
  @ZodResponse(201, PostCommentSchema)
  comment(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('postId', PostIdSchema) postId: string,
    @ZodBody(CreateCommentRequestSchema) body: CreateCommentRequest,
  ): Promise<PostComment> {
    return this.commentsService.create(user.id, postId, body);
  }
}
