-- Reserved for issue 19; replaced by the work that needs it.
SELECT 1;
