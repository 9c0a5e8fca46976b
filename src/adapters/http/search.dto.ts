import { IsIn, IsInt, IsNumber, IsString, Matches, Min } from 'class-validator';
import {
  SEARCH_KINDS,
  type SearchAnswer,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '../../domain/search/search-hit.entity';

export class SearchHitDto implements SearchHit {
  @IsIn(SEARCH_KINDS) Kind!: SearchKind;
  @IsInt() @Min(1) Id!: number;
  @IsString() Title!: string;
  @IsString() Snippet!: string;
  @IsString({ each: true }) Terms!: string[];
  /** A page of the SPA: a path of this origin, never a URL elsewhere. */
  @Matches(/^\/(?!\/)/) Path!: string;
  @IsNumber() Score!: number;
}

/** Nested: Hits. */
export class SearchGroupDto implements SearchGroup {
  @IsIn(SEARCH_KINDS) Kind!: SearchKind;
  @IsInt() @Min(0) Count!: number;
  Hits!: SearchHit[];
}

/** Nested: Groups. */
export class SearchAnswerDto implements SearchAnswer {
  @IsString() Query!: string;
  @IsInt() @Min(0) Total!: number;
  Groups!: SearchGroup[];
}
