// a file whose only content is a Browser parameter
:param x => 1
;
