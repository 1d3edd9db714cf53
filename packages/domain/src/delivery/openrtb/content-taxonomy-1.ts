/**
 * IAB Content Taxonomy 1.0 (OpenRTB `cattax` 1, the default, and every OpenRTB 2.5 `cat`/`bcat`),
 * mapped by Verba to the Content Taxonomy 3.1 ids the product works in (`cattax` 7). Not the IAB's
 * own mapping file (the reference data has none): each 1.0 category points at the 3.1 categories
 * that carry its meaning, the most specific ones where 3.1 has them. A code outside this table
 * that extends a listed tier 1 (`IAB2-99`) counts as its tier 1; any other code maps to nothing.
 *
 * One line per 1.0 code: `code<TAB>name<TAB>3.1 ids, comma-separated` (no ids: no 3.1 counterpart).
 */
const table = `
IAB1	Arts & Entertainment	JLBCU7,201,42,432
IAB1-1	Books & Literature	42
IAB1-2	Celebrity Fan/Gossip	432
IAB1-3	Fine Art	201
IAB1-4	Humor	440
IAB1-5	Movies	324
IAB1-6	Music	338
IAB1-7	Television	640
IAB2	Automotive	1
IAB2-1	Auto Parts	32
IAB2-2	Auto Repair	34
IAB2-3	Buying/Selling Cars	30
IAB2-4	Car Culture	25
IAB2-5	Certified Pre-Owned	18
IAB2-6	Convertible	8
IAB2-7	Coupe	9
IAB2-8	Crossover	10
IAB2-9	Diesel	16
IAB2-10	Electric Vehicle	22
IAB2-11	Hatchback	11
IAB2-12	Hybrid	22
IAB2-13	Luxury	23
IAB2-14	MiniVan	13
IAB2-15	Motorcycles	27
IAB2-16	Off-Road Vehicles	14
IAB2-17	Performance Vehicles	24
IAB2-18	Pickup	15
IAB2-19	Road-Side Assistance	28
IAB2-20	Sedan	4
IAB2-21	Trucks & Accessories	3
IAB2-22	Vintage Cars	19
IAB2-23	Wagon	5
IAB3	Business	52
IAB3-1	Advertising	58
IAB3-2	Agriculture	102
IAB3-3	Biotech/Biomedical	119
IAB3-4	Business Software	72
IAB3-5	Construction	121
IAB3-6	Forestry	102
IAB3-7	Government	77
IAB3-8	Green Solutions	78
IAB3-9	Human Resources	55
IAB3-10	Logistics	57
IAB3-11	Marketing	58
IAB3-12	Metals	107
IAB4	Careers	123
IAB4-1	Career Planning	126
IAB4-2	College	137
IAB4-3	Financial Aid	395
IAB4-4	Job Fairs	127
IAB4-5	Job Search	127
IAB4-6	Resume Writing/Advice	125
IAB4-7	Nursing	123
IAB4-8	Scholarships	395
IAB4-9	Telecommuting	130
IAB4-10	U.S. Military	123
IAB4-11	Career Advice	125
IAB5	Education	132
IAB5-1	7-12 Education	135
IAB5-2	Adult Education	133
IAB5-3	Art History	132
IAB5-4	College Administration	137
IAB5-5	College Life	137
IAB5-6	Distance Learning	148
IAB5-7	English as a 2nd Language	147
IAB5-8	Language Learning	147
IAB5-9	Graduate School	137
IAB5-10	Homeschooling	145
IAB5-11	Homework/Study Tips	146
IAB5-12	K-6 Educators	149
IAB5-13	Private School	134
IAB5-14	Special Education	136
IAB5-15	Studying Business	137
IAB6	Family & Parenting	186
IAB6-1	Adoption	193
IAB6-2	Babies & Toddlers	196
IAB6-3	Daycare/Pre School	194
IAB6-4	Family Internet	195
IAB6-5	Parenting - K-6 Kids	197
IAB6-6	Parenting teens	198
IAB6-7	Pregnancy	305
IAB6-8	Special Needs Kids	199
IAB6-9	Eldercare	190
IAB7	Health & Fitness	223,286
IAB7-1	Exercise	225
IAB7-2	A.D.D.	301
IAB7-3	AIDS/HIV	297
IAB7-4	Allergies	288
IAB7-5	Alternative Medicine	233
IAB7-6	Arthritis	312
IAB7-7	Asthma	300
IAB7-8	Autism/PDD	313
IAB7-9	Bipolar Disorder	301
IAB7-10	Brain Tumor	314
IAB7-11	Cancer	314
IAB7-12	Cholesterol	296
IAB7-13	Chronic Fatigue Syndrome	287
IAB7-14	Chronic Pain	287
IAB7-15	Cold & Flu	315
IAB7-16	Deafness	289
IAB7-17	Dental Care	316
IAB7-18	Depression	301
IAB7-19	Dermatology	309
IAB7-20	Diabetes	317
IAB7-21	Epilepsy	313
IAB7-22	GERD/Acid Reflux	318
IAB7-23	Headaches/Migraines	313
IAB7-24	Heart Disease	296
IAB7-25	Herbs for Health	232
IAB7-26	Holistic Healing	233
IAB7-27	IBS/Crohn's Disease	318
IAB7-28	Incest/Abuse Support	301
IAB7-29	Incontinence	287
IAB7-30	Infertility	304
IAB7-31	Men's Health	228
IAB7-32	Nutrition	229
IAB7-33	Orthopedics	312
IAB7-34	Panic/Anxiety Disorders	301
IAB7-35	Pediatrics	224
IAB7-36	Physical Therapy	236
IAB7-37	Psychology/Psychiatry	301
IAB7-38	Senior Health	230
IAB7-39	Sexuality	307
IAB7-40	Sleep Disorders	310
IAB7-41	Smoking Cessation	237
IAB7-42	Substance Abuse	311
IAB7-43	Thyroid Disease	290
IAB7-44	Weight Loss	231
IAB7-45	Women's Health	238
IAB8	Food & Drink	210
IAB8-1	American Cuisine	214
IAB8-2	Barbecues & Grilling	215
IAB8-3	Cajun/Creole	214
IAB8-4	Chinese Cuisine	214
IAB8-5	Cocktails/Beer	211
IAB8-6	Coffee/Tea	222
IAB8-7	Cuisine-Specific	214
IAB8-8	Desserts & Baking	217
IAB8-9	Dining Out	218
IAB8-10	Food Allergies	219
IAB8-11	French Cuisine	214
IAB8-12	Health/Lowfat Cooking	221
IAB8-13	Italian Cuisine	214
IAB8-14	Japanese Cuisine	214
IAB8-15	Mexican Cuisine	214
IAB8-16	Vegan	212
IAB8-17	Vegetarian	213
IAB8-18	Wine	211
IAB9	Hobbies & Interests	239
IAB9-1	Art/Technology	205
IAB9-2	Arts & Crafts	248
IAB9-3	Beadwork	249
IAB9-4	Birdwatching	259
IAB9-5	Board Games/Puzzles	270
IAB9-6	Candle & Soap Making	250
IAB9-7	Card Games	271
IAB9-8	Chess	270
IAB9-9	Cigars	260
IAB9-10	Collecting	261
IAB9-11	Comic Books	262
IAB9-12	Drawing/Sketching	251
IAB9-13	Freelance Writing	266
IAB9-14	Genealogy	273
IAB9-15	Getting Published	264
IAB9-16	Guitar	243
IAB9-17	Home Recording	265
IAB9-18	Investors & Patents	239
IAB9-19	Jewelry Making	252
IAB9-20	Magic & Illusion	241
IAB9-21	Needlework	253
IAB9-22	Painting	254
IAB9-23	Photography	255
IAB9-24	Radio	239
IAB9-25	Roleplaying Games	272
IAB9-26	Sci-Fi & Fantasy	246
IAB9-27	Scrapbooking	256
IAB9-28	Screenwriting	267
IAB9-29	Stamps & Coins	263
IAB9-30	Video & Computer Games	680
IAB9-31	Woodworking	257
IAB10	Home & Garden	274
IAB10-1	Appliances	278
IAB10-2	Entertaining	279
IAB10-3	Environmental Safety	282
IAB10-4	Gardening	275
IAB10-5	Home Repair	280
IAB10-6	Home Theater	634
IAB10-7	Interior Decorating	283
IAB10-8	Landscaping	284
IAB10-9	Remodeling & Construction	276
IAB11	Law, Gov't & Politics	383,386
IAB11-1	Immigration	388
IAB11-2	Legal Issues	383
IAB11-3	U.S. Government Resources	8YPBBL
IAB11-4	Politics	386
IAB11-5	Commentary	386
IAB12	News	386,380,381,389
IAB12-1	International News	386,380,381,389
IAB12-2	National News	386,380,381,389
IAB12-3	Local News	386,380,381,389
IAB13	Personal Finance	391
IAB13-1	Beginning Investing	410
IAB13-2	Credit/Debt & Loans	405
IAB13-3	Financial News	80
IAB13-4	Financial Planning	396
IAB13-5	Hedge Fund	411
IAB13-6	Insurance	398
IAB13-7	Investing	410
IAB13-8	Mutual Funds	412
IAB13-9	Options	413
IAB13-10	Retirement Planning	416
IAB13-11	Stocks	414
IAB13-12	Tax Planning	415
IAB14	Society	186,163
IAB14-1	Dating	188
IAB14-2	Divorce Support	189
IAB14-3	Gay Life	186
IAB14-4	Marriage	191
IAB14-5	Senior Living	190
IAB14-6	Teens	186
IAB14-7	Weddings	165
IAB14-8	Ethnic Specific	186
IAB15	Science	464
IAB15-1	Astrology	456
IAB15-2	Biology	465
IAB15-3	Chemistry	466
IAB15-4	Geology	470
IAB15-5	Paranormal Phenomena	244
IAB15-6	Physics	471
IAB15-7	Space/Astronomy	472
IAB15-8	Geography	469
IAB15-9	Botany	465
IAB15-10	Weather	390
IAB16	Pets	422
IAB16-1	Aquariums	426
IAB16-2	Birds	423
IAB16-3	Cats	424
IAB16-4	Dogs	425
IAB16-5	Large Animals	427
IAB16-6	Reptiles	429
IAB16-7	Veterinary Medicine	430
IAB17	Sports	483
IAB17-1	Auto Racing	518
IAB17-2	Baseball	545
IAB17-3	Bicycling	492
IAB17-4	Bodybuilding	549
IAB17-5	Boxing	485
IAB17-6	Canoeing/Kayaking	499
IAB17-7	Cheerleading	486
IAB17-8	Climbing	500
IAB17-9	Cricket	491
IAB17-10	Figure Skating	510
IAB17-11	Fly Fishing	511
IAB17-12	Football	484
IAB17-13	Freshwater Fishing	511
IAB17-14	Game & Fish	511,514
IAB17-15	Golf	512
IAB17-16	Horse Racing	497
IAB17-17	Horses	496
IAB17-18	Hunting/Shooting	514
IAB17-19	Inline Skating	516
IAB17-20	Martial Arts	520
IAB17-21	Mountain Biking	492
IAB17-22	NASCAR Racing	518
IAB17-23	Olympics	521
IAB17-24	Paintball	501
IAB17-25	Power & Motorcycles	519
IAB17-26	Pro Basketball	547
IAB17-27	Pro Ice Hockey	515
IAB17-28	Rodeo	525
IAB17-29	Rugby	527
IAB17-30	Running/Jogging	227
IAB17-31	Sailing	530
IAB17-32	Saltwater Fishing	511
IAB17-33	Scuba Diving	502
IAB17-34	Skateboarding	503
IAB17-35	Skiing	531
IAB17-36	Snowboarding	504
IAB17-37	Surfing/Bodyboarding	505
IAB17-38	Swimming	537
IAB17-39	Table Tennis/Ping-Pong	538
IAB17-40	Tennis	539
IAB17-41	Volleyball	541
IAB17-42	Walking	542
IAB17-43	Waterski/Wakeboard	506
IAB17-44	World Soccer	533
IAB18	Style & Fashion	552
IAB18-1	Beauty	553
IAB18-2	Body Art	574
IAB18-3	Fashion	577
IAB18-4	Jewelry	552
IAB18-5	Clothing	552
IAB18-6	Accessories	552
IAB19	Technology & Computing	596
IAB19-1	3-D Graphics	603
IAB19-2	Animation	610
IAB19-3	Antivirus Software	608
IAB19-4	C/C++	631
IAB19-5	Cameras & Camcorders	633
IAB19-6	Cell Phones	635
IAB19-7	Computer Certification	599
IAB19-8	Computer Networking	600
IAB19-9	Computer Peripherals	601
IAB19-10	Computer Reviews	599
IAB19-11	Data Centers	616
IAB19-12	Databases	611
IAB19-13	Desktop Publishing	612
IAB19-14	Desktop Video	606
IAB19-15	Email	623
IAB19-16	Graphics Software	614
IAB19-17	Home Video/DVD	634
IAB19-18	Internet Technology	619
IAB19-19	Java	631
IAB19-20	JavaScript	631
IAB19-21	Mac Support	626
IAB19-22	MP3/MIDI	613
IAB19-23	Net Conferencing	607
IAB19-24	Net for Beginners	624
IAB19-25	Network Security	618
IAB19-26	Palmtops/PDAs	636
IAB19-27	PC Support	626
IAB19-28	Portable	630
IAB19-29	Entertainment	632
IAB19-30	Shareware/Freeware	605
IAB19-31	Unix	615
IAB19-32	Visual Basic	631
IAB19-33	Web Clip Art	614
IAB19-34	Web Design/HTML	629
IAB19-35	Web Search	627
IAB19-36	Windows	615
IAB20	Travel	653
IAB20-1	Adventure Travel	665
IAB20-2	Africa	656
IAB20-3	Air Travel	672
IAB20-4	Australia & New Zealand	658
IAB20-5	Bed & Breakfasts	674
IAB20-6	Budget Travel	675
IAB20-7	Business Travel	676
IAB20-8	By US Locale	660
IAB20-9	Camping	677
IAB20-10	Canada	660
IAB20-11	Caribbean	660
IAB20-12	Cruises	678
IAB20-13	Eastern Europe	659
IAB20-14	Europe	659
IAB20-15	France	659
IAB20-16	Greece	659
IAB20-17	Honeymoons/Getaways	667
IAB20-18	Hotels	668
IAB20-19	Italy	659
IAB20-20	Japan	657
IAB20-21	Mexico & Central America	660
IAB20-22	National Parks	160
IAB20-23	South America	662
IAB20-24	Spas	671
IAB20-25	Theme Parks	151
IAB20-26	Traveling with Kids	666
IAB20-27	United Kingdom	659
IAB21	Real Estate	441
IAB21-1	Apartments	442
IAB21-2	Architects	441
IAB21-3	Buying/Selling Homes	451
IAB22	Shopping	473
IAB22-1	Contests & Freebies	481
IAB22-2	Couponing	474
IAB22-3	Comparison	473
IAB22-4	Engines	473
IAB23	Religion & Spirituality	453
IAB23-1	Alternative Religions	455
IAB23-2	Atheism/Agnosticism	457,454
IAB23-3	Buddhism	458
IAB23-4	Catholicism	459
IAB23-5	Christianity	459
IAB23-6	Hinduism	460
IAB23-7	Islam	461
IAB23-8	Judaism	462
IAB23-9	Latter-Day Saints	459
IAB23-10	Pagan/Wiccan	455
IAB24	Uncategorized	
IAB25	Non-Standard Content	6i4dB6,I4GWl6,Rm3SiT,j9PaO9,HxqYV1
IAB25-1	Unmoderated UGC	6i4dB6
IAB25-2	Extreme Graphic/Explicit Violence	I4GWl6
IAB25-3	Pornography	Rm3SiT
IAB25-4	Profane Content	j9PaO9
IAB25-5	Hate Content	HxqYV1
IAB25-6	Under Construction	
IAB25-7	Incentivized	
IAB26	Illegal Content	XtODT3,mm3UXx,6i4dB6
IAB26-1	Illegal Content	XtODT3
IAB26-2	Warez	mm3UXx
IAB26-3	Spyware/Malware	6i4dB6
IAB26-4	Copyright Infringement	mm3UXx
`;

export interface ContentCategory1 {
  code: string;
  name: string;
  /** Content Taxonomy 3.1 ids. */
  ids: readonly string[];
}

export const contentTaxonomy1: readonly ContentCategory1[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [code = '', name = '', ids = ''] = line.split('\t');
    return { code, name, ids: ids ? ids.split(',') : [] };
  });

const byCode = new Map(contentTaxonomy1.map((category) => [category.code, category.ids]));
const tier1Of = (code: string) => /^(IAB\d+)-\d+$/.exec(code)?.[1];

/** The 3.1 ids of some 1.0 codes (unknown codes map to nothing), without repeats. */
export function contentIdsOf1(codes: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const raw of codes) {
    const code = raw.trim().toUpperCase();
    const tier1 = tier1Of(code);
    for (const id of byCode.get(code) ?? (tier1 ? byCode.get(tier1) : undefined) ?? []) ids.add(id);
  }
  return [...ids];
}

/**
 * The 1.0 codes a bid of these 3.1 categories declares on an OpenRTB 2.5 request: each 1.0 tier 1
 * whose meaning covers one of them, and each 1.0 tier 2 that maps to exactly one of them.
 */
export function codes1Of(ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return contentTaxonomy1
    .filter(({ code, ids: mapped }) =>
      tier1Of(code) ? mapped.length === 1 && wanted.has(mapped[0]!) : mapped.some((id) => wanted.has(id)),
    )
    .map(({ code }) => code);
}
